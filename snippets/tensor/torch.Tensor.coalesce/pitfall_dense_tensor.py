import torch

adjacency = torch.tensor([[0.0, 1.0],
                          [1.0, 0.0]])      # an ordinary (strided) tensor
print(adjacency.layout)
adjacency.coalesce()                        # only sparse COO tensors have it
