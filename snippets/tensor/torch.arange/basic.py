import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

print(torch.arange(5, device=device))            # [0, 5): end is excluded
print(torch.arange(2, 10, 3, device=device))     # start, end, step
print(torch.arange(5, 0, -1, device=device))     # counting down needs a negative step

# dtype: all-integer arguments -> int64, any float argument -> default float dtype
print(torch.arange(5).dtype, torch.arange(0.0, 5).dtype, torch.arange(0, 1, 0.25).dtype)
print(torch.arange(4, dtype=torch.float32, device=device))

# the number of elements is ceil((end - start) / step)
print(len(torch.arange(0, 10, 3)))
