import torch

model = torch.nn.Linear(3, 1)

# Gradients averaged from other workers, computed without autograd
with torch.inference_mode():
    averaged = torch.full_like(model.weight, 0.5)
model.weight.grad = averaged      # the assignment is accepted
print(model.weight.grad.is_inference())

loss = model(torch.ones(2, 3)).sum()
loss.backward()                   # backward accumulates into .grad in place
