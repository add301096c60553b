import torch

sample_rate = 16000
win_length = sample_rate * 0.025
print(win_length)
print(torch.hann_window(int(win_length)).shape)
torch.hann_window(win_length)
