import torch

model = torch.nn.Linear(4, 1)
# Keras、TensorFlow 里平滑系数和 epsilon 的参数名
opt = torch.optim.RMSprop(model.parameters(), lr=2.5e-4, rho=0.95, epsilon=0.01)
