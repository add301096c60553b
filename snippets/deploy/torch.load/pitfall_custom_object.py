import argparse

import torch

args = argparse.Namespace(lr=0.1, epochs=10)  # hyperparameters saved alongside the weights
torch.save({"args": args, "model": {"w": torch.ones(2)}}, "ckpt.pt")

ckpt = torch.load("ckpt.pt")  # weights_only=True rejects the Namespace
