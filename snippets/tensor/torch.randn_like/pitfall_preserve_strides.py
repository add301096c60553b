import torch

weight = torch.zeros(3, 2).t()            # a transposed, non-contiguous (2, 3) tensor
noise = torch.randn_like(weight)          # copies the strides of its template
print(noise.stride(), noise.is_contiguous())
print(torch.randn_like(weight, memory_format=torch.contiguous_format).is_contiguous())
noise.view(-1)                            # view needs a compatible layout
