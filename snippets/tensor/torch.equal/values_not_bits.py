import torch

zero = torch.tensor([0.0])
neg_zero = torch.tensor([-0.0])
print(torch.equal(zero, neg_zero))                    # values compared: 0.0 == -0.0, True
print(zero.view(torch.int32), neg_zero.view(torch.int32))  # though their bits differ

nan = torch.tensor([float("nan")])
print(torch.equal(nan, nan))                          # NaN != NaN, even for one tensor

# different dtypes are compared by value after type promotion
print(torch.equal(torch.tensor([1.0, 2.0]), torch.tensor([1, 2])))       # True
print(torch.equal(torch.tensor([True, False]), torch.tensor([1, 0])))    # True
print(torch.equal(torch.tensor([0.1], dtype=torch.float64), torch.tensor([0.1])))  # False: 0.1 rounds differently
print(torch.equal(torch.tensor([2**24 + 1]), torch.tensor([2.0**24])))   # True: int64 promoted to float32 loses the +1
