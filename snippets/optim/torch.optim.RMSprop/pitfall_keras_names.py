import torch

model = torch.nn.Linear(4, 1)
# the names Keras and TensorFlow use for the smoothing constant and epsilon
opt = torch.optim.RMSprop(model.parameters(), lr=2.5e-4, rho=0.95, epsilon=0.01)
