import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(4, 2).to(device)
params = model.parameters()  # a generator, not a list
print("number of tensors:", sum(1 for _ in params))  # consumes it

torch.optim.SGD(params, lr=0.1)  # the generator is now empty
