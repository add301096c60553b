import torch

G = torch.tensor([[0.0, 1.0],
                  [-1.0, 0.0]])
# nothing raises: exp() works element by element
print(G.exp())
print(G.matrix_exp())
