import numpy as np
import torch

history = np.array([0.9, 0.7, 0.5])  # e.g. a loss curve kept as a NumPy array
torch.save({"model": {"w": torch.ones(2)}, "loss_history": history}, "ckpt.pt")

torch.load("ckpt.pt")
