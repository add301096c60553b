import argparse

import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

args = argparse.Namespace(lr=0.1, epochs=10)
model = torch.nn.Linear(2, 2).to(device)

# Best: store only tensors and plain Python types, so the safe loader accepts the file.
torch.save({"model": model.state_dict(), "args": vars(args)}, "ckpt.pt")
checkpoint = torch.load("ckpt.pt", map_location=device)
print("args:", checkpoint["args"])

# For an existing file from a source you trust: allow exactly the classes it needs.
torch.save({"model": model.state_dict(), "args": args}, "old.pt")
with torch.serialization.safe_globals([argparse.Namespace]):
    old = torch.load("old.pt", map_location=device)
print("old args:", old["args"])

# Also possible for trusted files only (it can run arbitrary code while unpickling):
# torch.load("old.pt", weights_only=False)
