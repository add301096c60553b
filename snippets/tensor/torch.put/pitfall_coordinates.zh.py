import torch

board = torch.zeros(3, 3)
row_col = torch.tensor([[1, 2]])          # 本意：第 1 行第 2 列的格子

print(board.put(row_col, torch.tensor([[1.0, 1.0]])))   # 写入的是展平后的位置 1 和 2

flat = row_col[:, 0] * board.size(1) + row_col[:, 1]
print(board.put(flat, torch.tensor([1.0])))
