import argparse

import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# A very common checkpoint: weights plus the argparse config object.
args = argparse.Namespace(lr=0.1, epochs=10)
model = torch.nn.Linear(2, 2).to(device)
torch.save({"model": model.state_dict(), "args": args}, "ckpt.pt")

# Since torch 2.6 torch.load defaults to weights_only=True and refuses arbitrary classes.
checkpoint = torch.load("ckpt.pt", map_location=device)
