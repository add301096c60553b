import torch

row = torch.ones(1, 1000)
big = row.expand(1000, 1000)        # a broadcast view, nothing copied

print(big.nbytes)                                 # 4 MB by the element count
print(big.untyped_storage().nbytes())             # 4 kB actually allocated

window = torch.zeros(1_000_000)[:10]              # a small slice of a big buffer
print(window.nbytes, window.untyped_storage().nbytes())
