import argparse

import torch

args = argparse.Namespace(lr=0.1, epochs=10)  # 与权重一起保存的超参数
torch.save({"args": args, "model": {"w": torch.ones(2)}}, "ckpt.pt")

ckpt = torch.load("ckpt.pt")  # weights_only=True 会拒绝 Namespace
