import torch
from torch.nn.utils.rnn import invert_permutation, pack_sequence

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

seqs = [torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0, 5.0]), torch.tensor([6.0])]
packed = pack_sequence(seqs, enforce_sorted=False)

# The four fields
print(packed.data)  # step 0 of every sequence, then step 1, ... (longest first)
print(packed.batch_sizes)  # sequences still running at each step
print(packed.sorted_indices)  # batch positions, sorted by length
print(packed.unsorted_indices)  # the inverse permutation
print(torch.equal(invert_permutation(packed.sorted_indices), packed.unsorted_indices))

# .to() moves data and the indices; batch_sizes stays on the CPU
moved = packed.to(device, torch.float64)
print(moved.data.dtype, moved.batch_sizes.device)

# Elementwise work on the packed values: replace the data field
doubled = packed._replace(data=packed.data * 2)
print(type(doubled).__name__, doubled.data)
