import torch

mask = torch.tensor([True, False])
print(+mask.int())    # fine on integers
+mask                 # unary + is refused on bool
