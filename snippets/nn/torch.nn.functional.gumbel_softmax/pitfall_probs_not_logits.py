import torch
import torch.nn.functional as F

torch.manual_seed(0)
probs = torch.tensor([0.7, 0.2, 0.1])  # already a distribution
samples = F.gumbel_softmax(probs.expand(20000, 3), hard=True)
print(samples.mean(0))  # far flatter than 0.7 / 0.2 / 0.1
samples = F.gumbel_softmax(probs.log().expand(20000, 3), hard=True)
print(samples.mean(0))  # pass log-probabilities instead
