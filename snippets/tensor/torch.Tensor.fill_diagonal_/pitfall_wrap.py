import torch

x = torch.zeros(7, 3)
x.fill_diagonal_(1, wrap=True)                # meant: a 1 in every row, cycling the columns
print(x)                                      # row 3 is empty: wrap skips a row between blocks

cycled = torch.zeros(7, 3)
rows = torch.arange(7)
cycled[rows, rows % 3] = 1
print(cycled)
