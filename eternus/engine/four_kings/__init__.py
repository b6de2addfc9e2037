"""Four Kings Crossing: Gluckhaus dice on the Wheel, with Kings, Rogues, the Fisher and ta'veren."""
