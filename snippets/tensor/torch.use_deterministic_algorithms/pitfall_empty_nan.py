import torch

torch.use_deterministic_algorithms(True)

buf = torch.empty(2, 3)          # normally whatever was in memory
print(buf)                       # now filled with NaN on purpose
counts = torch.empty(3, dtype=torch.int64)
print(counts)                    # integers get their largest value

partial = torch.empty(4)
partial[:2] = 1.0                # only half written
print(partial.sum())             # the forgotten half shows up as NaN
