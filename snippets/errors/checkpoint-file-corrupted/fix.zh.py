import os

import torch


def save_atomically(obj, path):
    tmp = path + ".tmp"
    torch.save(obj, tmp)  # 在这里中断，只会留下 .tmp 文件
    os.replace(tmp, path)  # 重命名是原子操作：path 要么是旧检查点，要么是新检查点


save_atomically({"weight": torch.ones(1000)}, "ckpt.pt")
print(torch.load("ckpt.pt")["weight"].shape, os.path.exists("ckpt.pt.tmp"))
