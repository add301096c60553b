import torch

x = torch.tensor([3, 1, 3, 1])          # 3 and 1 both appear twice
# nothing raises: the smaller value wins the tie
print(x.mode())
# to see every tied value, count them
values, counts = x.unique(return_counts=True)
print(values[counts == counts.max()])
