import torch

board = torch.zeros(3, 3)
row_col = torch.tensor([[1, 2]])          # meant: the cell in row 1, column 2

print(board.put(row_col, torch.tensor([[1.0, 1.0]])))   # wrote flat positions 1 and 2

flat = row_col[:, 0] * board.size(1) + row_col[:, 1]
print(board.put(flat, torch.tensor([1.0])))
