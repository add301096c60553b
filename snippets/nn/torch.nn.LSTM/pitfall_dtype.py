import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

import numpy as np

lstm = torch.nn.LSTM(input_size=4, hidden_size=3, batch_first=True).to(device)
x = torch.from_numpy(np.zeros((2, 5, 4))).to(device)  # NumPy defaults to float64
print(x.dtype)
lstm(x)
