import torch

ints = torch.tensor([1, 2, 3])
half = torch.ones(3, dtype=torch.float16)

print(torch.result_type(ints, 2.5))  # a float scalar makes an int tensor float32 (the default dtype)
print(torch.result_type(ints, half))  # two dimensioned tensors: the usual promotion
print(torch.result_type(half, torch.tensor(1.0, dtype=torch.float64)))  # a 0-dim tensor counts like a scalar
print(torch.promote_types(torch.float16, torch.float64))  # dtypes alone: no such distinction
print(torch.promote_types(torch.uint8, torch.int8))  # the smallest type that holds both
print((half + torch.tensor(1.0, dtype=torch.float64)).dtype)  # what the operation really gives
