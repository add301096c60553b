import torch

x = torch.tensor([[1, 2], [3, 4]])
print(x.repeat_interleave(2))                  # no dim: flattened, each element twice
print(x.repeat_interleave(2, dim=0))           # each row twice, like np.repeat(x, 2, axis=0)
print(x.repeat(2, 1))                          # compare: repeat tiles the whole block

# a different count per row
print(x.repeat_interleave(torch.tensor([1, 3]), dim=0))

# segment ids from lengths: [2, 3] -> 0 0 1 1 1
lengths = torch.tensor([2, 3])
print(torch.repeat_interleave(torch.arange(len(lengths)), lengths))
print(torch.repeat_interleave(lengths))        # the one-argument form does the same
