from torch import nn

model = nn.Linear(2, 1, device="meta")
model.to("cpu")  # a meta tensor has no values to copy
