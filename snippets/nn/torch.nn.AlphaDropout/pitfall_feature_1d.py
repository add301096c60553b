import torch

features = torch.randn(64)  # a single unbatched feature vector
torch.nn.FeatureAlphaDropout(0.1)(features)
