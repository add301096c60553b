import torch
import torch.nn.functional as F

torch.manual_seed(0)
logits = torch.tensor([[2.0, 0.5, 0.1]], requires_grad=True)

soft = F.gumbel_softmax(logits, tau=1.0)
print(soft)  # a random point of the simplex; a lower tau makes it closer to one-hot

hard = F.gumbel_softmax(logits, tau=1.0, hard=True)
print(hard)  # exactly one-hot in the forward pass ...
(hard * torch.tensor([1.0, 2.0, 3.0])).sum().backward()
print(logits.grad)  # ... but the gradient flows through the soft sample (straight-through)

# sampling frequencies follow softmax(logits)
samples = F.gumbel_softmax(logits.detach().expand(20000, 3), hard=True)
print(samples.mean(0), torch.softmax(logits.detach(), -1))
