import torch

values = torch.tensor([10.0, 20.0, 30.0, 40.0])
keep = torch.tensor([1, 0, 1, 0])       # 0/1 flags stored as int64

print(~keep)                            # bitwise not: [-2, -1, -2, -1]
print(values[~keep])                    # indexes from the end: wrong rows, no error
print(values[torch.logical_not(keep)])  # bool mask: the rows with flag 0
