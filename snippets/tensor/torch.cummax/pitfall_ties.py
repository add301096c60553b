import torch

x = torch.tensor([1.0, 3.0, 3.0, 2.0])

print(x.argmax())                 # argmax picks the first of equal maxima
print(x.cummax(0).indices)        # cummax moves to the latest one
