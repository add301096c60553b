import numpy as np
import torch

history = np.array([0.9, 0.7, 0.5])  # 例如以 NumPy 数组保存的损失曲线
torch.save({"model": {"w": torch.ones(2)}, "loss_history": history}, "ckpt.pt")

torch.load("ckpt.pt")
