import torch

torch.save({"weight": torch.ones(1000)}, "ckpt.pt")
with open("ckpt.pt", "rb") as f:
    data = f.read()
with open("ckpt.pt", "wb") as f:  # what a save killed halfway (or a partial download) leaves behind
    f.write(data[: len(data) // 2])

state = torch.load("ckpt.pt")
