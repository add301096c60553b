import argparse

import torch

torch.save({"args": argparse.Namespace(lr=0.1), "model": {"w": torch.ones(2)}}, "ckpt.pt")

# 只放行你信任的那几个额外类，其余一切仍保持 weights_only=True。
with torch.serialization.safe_globals([argparse.Namespace]):
    ckpt = torch.load("ckpt.pt")
print(ckpt["args"])

# 或者，仅对完全可信来源的文件：
print(torch.load("ckpt.pt", weights_only=False)["args"].lr)
