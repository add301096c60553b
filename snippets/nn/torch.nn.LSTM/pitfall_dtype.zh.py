import numpy as np
import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

lstm = torch.nn.LSTM(input_size=4, hidden_size=3, batch_first=True).to(device)
x = torch.from_numpy(np.zeros((2, 5, 4))).to(device)  # NumPy 默认是 float64
print(x.dtype)
lstm(x)
