import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

log_softmax = torch.nn.LogSoftmax(dim=2)
log_softmax(torch.zeros(4, 3, device=device))  # 二维输入只有第 0 维和第 1 维
