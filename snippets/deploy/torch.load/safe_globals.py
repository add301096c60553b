import argparse

import torch

torch.save({"args": argparse.Namespace(lr=0.1), "model": {"w": torch.ones(2)}}, "ckpt.pt")

# Allow exactly the extra classes you trust, and keep weights_only=True for everything else.
with torch.serialization.safe_globals([argparse.Namespace]):
    ckpt = torch.load("ckpt.pt")
print(ckpt["args"])

# Or, for a file from a fully trusted source only:
print(torch.load("ckpt.pt", weights_only=False)["args"].lr)
