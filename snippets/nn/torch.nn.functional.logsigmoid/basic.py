import torch
import torch.nn.functional as F

x = torch.tensor([-200.0, -5.0, 0.0, 5.0])

print(F.logsigmoid(x))  # log(sigmoid(x)) computed stably
print(torch.log(torch.sigmoid(x)))  # sigmoid(-200) underflows to 0 -> -inf
print(torch.nn.LogSigmoid()(x))  # module form

# e.g. the DPO / word2vec style loss: -log(sigmoid(margin))
margin = torch.tensor([2.0, -1.0, 0.5])
print((-F.logsigmoid(margin)).mean())
