import subprocess
import sys
import textwrap

import torch

# train.py defines its own model class and saves the WHOLE model object.
with open("train.py", "w") as f:
    f.write(textwrap.dedent("""
        import torch
        import torch.nn as nn

        class Net(nn.Module):
            def __init__(self):
                super().__init__()
                self.fc = nn.Linear(3, 2)

        torch.save(Net(), "net.pt")
    """))
subprocess.run([sys.executable, "train.py"], check=True)

# Another script (this one) tries to load it. Even with weights_only=False, pickle
# only stored the name "__main__.Net" - the class itself must be importable here.
model = torch.load("net.pt", weights_only=False)
