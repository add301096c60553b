import torch

x = -torch.ones(1, 1, 2, 2)  # all values negative

# max pooling pads with -inf, so padding never wins the max
print(torch.nn.MaxPool2d(3, stride=1, padding=1)(x)[0, 0])
# F.pad + pool pads with 0 by default, and 0 beats every negative value
print(torch.nn.MaxPool2d(3, stride=1)(torch.nn.functional.pad(x, (1, 1, 1, 1)))[0, 0])
