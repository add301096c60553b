import torch

torch.nn.Conv1d(4, 8, kernel_size=3, stride=2, padding="same")
