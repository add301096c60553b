import torch

seq = torch.tensor([[[1.0, 2.0, 3.0, 4.0]]])
print(torch.nn.LPPool1d(1, 2)(seq))  # norm_type=1: the window SUM
print(torch.nn.AvgPool1d(2)(seq))  # the average is half of it
print(torch.nn.LPPool1d(1, 2)(-seq))  # and no absolute value is taken
