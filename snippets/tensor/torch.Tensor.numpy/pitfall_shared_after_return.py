import torch

x = torch.zeros(3)
history = [x.numpy()]          # meant as a snapshot
x += 1.0                       # in place: the "snapshot" changes
x = x + 1.0                    # rebinding: a new tensor, the array is left alone
print(history[0])

y = torch.zeros(3)
snap = y.numpy().copy()        # a real snapshot
y += 1.0
print(snap)
