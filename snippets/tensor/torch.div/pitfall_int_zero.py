import torch

total = torch.tensor([10, 6])
count = torch.tensor([2, 0])      # an empty bucket

print(total / count)              # true division: float, inf for the empty bucket
print(total // count.clamp(min=1))  # guard the divisor for integer division
total // count                    # integer division by zero raises
