import torch
import torch.nn.functional as F

x = torch.tensor([-3.0, -1.0, 0.0, 2.0])

print(torch.nn.LeakyReLU()(x))  # negative_slope=0.01
print(torch.nn.LeakyReLU(negative_slope=0.2)(x))  # GAN 判别器中的经典取值
print(F.leaky_relu(x, 0.2))
