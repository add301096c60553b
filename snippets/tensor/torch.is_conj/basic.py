import torch

z = torch.tensor([1 + 2j, 3 - 1j])
c = z.conj()
print(torch.is_conj(z), torch.is_conj(c))     # conj only sets a bit
print(c.data_ptr() == z.data_ptr())           # and shares memory with z
print(torch.is_conj(c.resolve_conj()))        # resolving clears it
print(torch.is_conj(c * 1))                   # so does any computed result

x = torch.tensor([1.0, 2.0])
print(torch.is_conj(x.conj()))                # real tensors never get the bit
