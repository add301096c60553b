import os

import torch


def save_atomically(obj, path):
    tmp = path + ".tmp"
    torch.save(obj, tmp)  # an interruption here leaves only the .tmp file
    os.replace(tmp, path)  # the rename is atomic: path is either the old or the new checkpoint


save_atomically({"weight": torch.ones(1000)}, "ckpt.pt")
print(torch.load("ckpt.pt")["weight"].shape, os.path.exists("ckpt.pt.tmp"))
