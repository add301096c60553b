import torch

pred = torch.tensor([1, 0, 2])
target = torch.tensor([1, 0, 2])

print(torch.equal(pred, target))     # one Python bool: same shape and values
print((pred == target).all())        # the same question, as a 0-D tensor

if pred == target:                   # a mask of 3 values has no single truth value
    print("all correct")
