import argparse

import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# 非常常见的检查点：权重加上 argparse 的配置对象。
args = argparse.Namespace(lr=0.1, epochs=10)
model = torch.nn.Linear(2, 2).to(device)
torch.save({"model": model.state_dict(), "args": args}, "ckpt.pt")

# 从 torch 2.6 起，torch.load 默认 weights_only=True，会拒绝任意类。
checkpoint = torch.load("ckpt.pt", map_location=device)
